// glslv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslv -po version=120
// source file: tests/glsl/cases/sem_vin_integer_instancing.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslv
//program main
//semantic main.viewProj
//semantic main.offsets
//semantic main.tint
//var float4x4 viewProj :  : _viewProj1[0], 4 : 3 : 1
//var float4 offsets[0] :  : _offsets1[0] : 4 : 1
//var float4 offsets[1] :  : _offsets1[1] : 4 : 1
//var float4 offsets[2] :  : _offsets1[2] : 4 : 1
//var float4 offsets[3] :  : _offsets1[3] : 4 : 1
//var float4 offsets[4] :  : _offsets1[4] : 4 : 1
//var float4 offsets[5] :  : _offsets1[5] : 4 : 1
//var float4 offsets[6] :  : _offsets1[6] : 4 : 1
//var float4 offsets[7] :  : _offsets1[7] : 4 : 1
//var float4 offsets[8] :  : _offsets1[8] : 4 : 1
//var float4 offsets[9] :  : _offsets1[9] : 4 : 1
//var float4 offsets[10] :  : _offsets1[10] : 4 : 1
//var float4 offsets[11] :  : _offsets1[11] : 4 : 1
//var float4 offsets[12] :  : _offsets1[12] : 4 : 1
//var float4 offsets[13] :  : _offsets1[13] : 4 : 1
//var float4 offsets[14] :  : _offsets1[14] : 4 : 1
//var float4 offsets[15] :  : _offsets1[15] : 4 : 1
//var float4 tint :  : _tint1 : 5 : 1
//var float4 position : $vin.POSITION : ATTR0 : 0 : 1
//var float2 uv : $vin.TEXCOORD0 : ATTR8 : 1 : 1
//var float id : $vin.TEXCOORD3 : ATTR11 : 2 : 1
//var float2 oUv : $vout.TEXCOORD0 : TEX0 : 6 : 1
//var float4 oColor : $vout.COLOR0 : COL0 : 7 : 1
//var float4 main : $vout.POSITION : HPOS : -1 : 1

#version 120

#extension GL_EXT_gpu_shader4 : enable

vec4 _oColor1;
vec2 _oUv1;
int _id1;
uniform vec4 _viewProj1[4];
uniform vec4 _offsets1[16];
uniform vec4 _tint1;
vec4 _r0004;

 // main procedure, the original name was main
void main()
{

    vec4 _world;
    int _column;
    int _row;

    _id1 = int(gl_MultiTexCoord3.x);
    _world = gl_Vertex + _offsets1[_id1];
    _column = _id1%4;
    _row = _id1/4;
    _oUv1 = (gl_MultiTexCoord0.xy + vec2(float(_column), float(_row)))*2.50000000E-01;
    _oColor1 = (_tint1*float((1 + _id1)))/1.60000000E+01;
    _r0004.x = dot(_viewProj1[0], _world);
    _r0004.y = dot(_viewProj1[1], _world);
    _r0004.z = dot(_viewProj1[2], _world);
    _r0004.w = dot(_viewProj1[3], _world);
    gl_TexCoord[0].xy = _oUv1;
    gl_Position = _r0004;
    gl_FrontColor = _oColor1;
    return;
} // main end
