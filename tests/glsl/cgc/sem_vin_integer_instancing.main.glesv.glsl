// glesv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glesv
// source file: tests/glsl/cases/sem_vin_integer_instancing.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glesv
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
//var float4 position : $vin.POSITION : POSITION : 0 : 1
//var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
//var float id : $vin.TEXCOORD3 : TEXCOORD3 : 2 : 1
//var float2 oUv : $vout.TEXCOORD0 : TEXCOORD0 : 6 : 1
//var float4 oColor : $vout.COLOR0 : COLOR0 : 7 : 1
//var float4 main : $vout.POSITION : HPOS : -1 : 1

precision mediump float;

#extension GL_EXT_gpu_shader4 : enable

uniform vec4 _viewProj1[4];
uniform vec4 _offsets1[16];
uniform vec4 _tint1;
vec4 _r0004;
attribute vec4 POSITION;
attribute vec4 TEXCOORD0;
attribute ivec4 TEXCOORD3;
varying vec4 TEX0;
varying vec4 COL0;

 // main procedure, the original name was main
void main()
{

    vec2 _oUv;
    vec4 _oColor;
    vec4 _world;
    int _column;
    int _row;

    _world = POSITION + _offsets1[TEXCOORD3.x];
    _column = TEXCOORD3.x%4;
    _row = TEXCOORD3.x/4;
    _oUv = (TEXCOORD0.xy + vec2(float(_column), float(_row)))*2.50000000E-01;
    _oColor = (_tint1*float((1 + TEXCOORD3.x)))/1.60000000E+01;
    _r0004.x = dot(_viewProj1[0], _world);
    _r0004.y = dot(_viewProj1[1], _world);
    _r0004.z = dot(_viewProj1[2], _world);
    _r0004.w = dot(_viewProj1[3], _world);
    gl_Position = _r0004;
    TEX0.xy = _oUv;
    COL0 = _oColor;
    return;
    TEX0.xy = _oUv;
    COL0 = _oColor;
} // main end
