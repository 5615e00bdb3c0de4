// glesv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glesv
// source file: tests/glsl/cases/sem_vin_integer_types.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glesv
//program main
//var float4 position : $vin.POSITION : POSITION : 0 : 1
//var float4 color : $vin.COLOR0 : COLOR0 : 1 : 1
//var float2 pair : $vin.ATTR1 : ATTR1 : 2 : 1
//var float mask : $vin.ATTR4 : ATTR4 : 3 : 1
//var float4 ids : $vin.ATTR5 : ATTR5 : 4 : 1
//var float small : $vin.ATTR6 : ATTR6 : 5 : 1
//var float lanes[0] : $vin.ATTR12 : ATTR12 : 6 : 1
//var float lanes[1] : $vin.ATTR13 : ATTR13 : 6 : 1
//var float flag : $vin.ATTR7 : ATTR7 : 7 : 1
//var float3 extra.cell : $vin.TANGENT : TANGENT : 8 : 1
//var float extra.level : $vin.BINORMAL : BINORMAL : 8 : 1
//var float texel : $vin.TEXCOORD1 : TEXCOORD1 : 9 : 1
//var float4 oColor : $vout.COLOR0 : COLOR0 : 10 : 1
//var float4 oData : $vout.TEXCOORD0 : TEXCOORD0 : 11 : 1
//var float4 main : $vout.POSITION : HPOS : -1 : 1

precision mediump float;

#extension GL_EXT_gpu_shader4 : enable

struct Extra {
    ivec3 _cell;
    int _level;
};

attribute vec4 POSITION;
attribute ivec4 COLOR;
attribute ivec4 ATTR1;
attribute uvec4 ATTR4;
attribute uvec4 ATTR5;
attribute ivec4 ATTR6;
attribute ivec4 ATTR12;
attribute ivec4 ATTR13;
attribute bvec4 ATTR7;
attribute ivec4 TANGENT;
attribute ivec4 BINORMAL;
attribute ivec4 TEXCOORD1;
varying vec4 COL0;
varying vec4 TEX0;

 // main procedure, the original name was main
void main()
{

    vec4 _oColor;
    vec4 _oData;

    _oColor = vec4(float(COLOR.x), float(COLOR.y), float(COLOR.z), float(COLOR.w))/2.55000000E+02 + vec4(float(ATTR1.x), float(ATTR1.y), float(ATTR4.x), float(ATTR6.x));
    _oData = vec4(float(ATTR5.x), float(ATTR5.y), float(ATTR5.z), float(ATTR5.w)) + vec4(float(ATTR12.x), float(ATTR13.x), float(ATTR7.x), float(TEXCOORD1.x)) + vec4(float(TANGENT.x), float(TANGENT.y), float(TANGENT.z), float(BINORMAL.x));
    gl_Position = POSITION;
    COL0 = _oColor;
    TEX0 = _oData;
    return;
    COL0 = _oColor;
    TEX0 = _oData;
} // main end
