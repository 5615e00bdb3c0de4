// glslv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslv
// source file: tests/glsl/cases/flow_arrays.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslv
//program main
//semantic main.bones
//semantic main.colors
//semantic main.viewProj
//var float4x4 bones[0] :  : _bones1[0], 4 : 3 : 1
//var float4x4 bones[1] :  : _bones1[4], 4 : 3 : 1
//var float4x4 bones[2] :  : _bones1[8], 4 : 3 : 1
//var float4x4 bones[3] :  : _bones1[12], 4 : 3 : 1
//var float4 colors[0] :  : _colors1[0] : 4 : 1
//var float4 colors[1] :  : _colors1[1] : 4 : 1
//var float4 colors[2] :  : _colors1[2] : 4 : 1
//var float4 colors[3] :  : _colors1[3] : 4 : 1
//var float4 colors[4] :  : _colors1[4] : 4 : 1
//var float4 colors[5] :  : _colors1[5] : 4 : 1
//var float4 colors[6] :  : _colors1[6] : 4 : 1
//var float4 colors[7] :  : _colors1[7] : 4 : 1
//var float4x4 viewProj :  : _viewProj1[0], 4 : 5 : 1
//var float4 p : $vin.POSITION : ATTR0 : 0 : 1
//var float4 idx : $vin.BLENDINDICES : BLENDINDICES : 1 : 1
//var float4 w : $vin.BLENDWEIGHT : BLENDWEIGHT : 2 : 1
//var float4 color : $vout.COLOR0 : COL0 : 6 : 1
//var float4 main : $vout.POSITION : HPOS : -1 : 1

#version 110

vec4 _color1;
uniform vec4 _bones1[16];
uniform vec4 _colors1[8];
uniform vec4 _viewProj1[4];
vec4 _r0008;
vec4 _M0008[4];
vec4 _r0018;
vec4 _M0018[4];
vec4 _r0028;
attribute vec4 BLENDINDICES;
attribute vec4 BLENDWEIGHT;

 // main procedure, the original name was main
void main()
{

    vec4 _tmp[3];
    vec4 _sp;

    _tmp[1] = _colors1[1]*5.00000000E-01;
    _color1 = _tmp[1] + _colors1[(int(BLENDINDICES.w))];
    _M0008[0] = _bones1[(4*int(BLENDINDICES.x) + 0)];
    _M0008[1] = _bones1[(4*int(BLENDINDICES.x) + 1)];
    _M0008[2] = _bones1[(4*int(BLENDINDICES.x) + 2)];
    _M0008[3] = _bones1[(4*int(BLENDINDICES.x) + 3)];
    _r0008.x = dot(_M0008[0], gl_Vertex);
    _r0008.y = dot(_M0008[1], gl_Vertex);
    _r0008.z = dot(_M0008[2], gl_Vertex);
    _r0008.w = dot(_M0008[3], gl_Vertex);
    _M0018[0] = _bones1[(4*int(BLENDINDICES.y) + 0)];
    _M0018[1] = _bones1[(4*int(BLENDINDICES.y) + 1)];
    _M0018[2] = _bones1[(4*int(BLENDINDICES.y) + 2)];
    _M0018[3] = _bones1[(4*int(BLENDINDICES.y) + 3)];
    _r0018.x = dot(_M0018[0], gl_Vertex);
    _r0018.y = dot(_M0018[1], gl_Vertex);
    _r0018.z = dot(_M0018[2], gl_Vertex);
    _r0018.w = dot(_M0018[3], gl_Vertex);
    _sp = _r0008*BLENDWEIGHT.x + _r0018*BLENDWEIGHT.y;
    _r0028.x = dot(_viewProj1[0], _sp);
    _r0028.y = dot(_viewProj1[1], _sp);
    _r0028.z = dot(_viewProj1[2], _sp);
    _r0028.w = dot(_viewProj1[3], _sp);
    gl_Position = _r0028;
    gl_FrontColor = _color1;
    return;
} // main end
