// glesv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glesv
// source file: tests/glsl/cases/sem_vin_generic.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glesv
//program main
//var float4 position : $vin.POSITION : POSITION : 0 : 1
//var float3 tangent : $vin.TANGENT : TANGENT : 1 : 1
//var float3 binormal : $vin.BINORMAL : BINORMAL : 2 : 1
//var float weight : $vin.BLENDWEIGHT : BLENDWEIGHT : 3 : 1
//var float4 indices : $vin.BLENDINDICES : BLENDINDICES : 4 : 1
//var float psize : $vin.PSIZE : PSIZE : 5 : 1
//var float4 a6 : $vin.ATTR6 : ATTR6 : 6 : 1
//var float4 a7 : $vin.ATTR7 : ATTR7 : 7 : 1
//var float4 a15 : $vin.ATTR15 : ATTR15 : 8 : 1
//var float4 oColor : $vout.COLOR0 : COLOR0 : 9 : 1
//var float4 main : $vout.POSITION : HPOS : -1 : 1

precision mediump float;

vec3 _TMP0;
attribute vec4 POSITION;
attribute vec4 TANGENT;
attribute vec4 BINORMAL;
attribute vec4 BLENDWEIGHT;
attribute vec4 BLENDINDICES;
attribute vec4 PSIZE;
attribute vec4 ATTR6;
attribute vec4 ATTR7;
attribute vec4 ATTR15;
varying vec4 COL0;

 // main procedure, the original name was main
void main()
{

    vec4 _oColor;

    _TMP0 = TANGENT.yzx*BINORMAL.zxy - TANGENT.zxy*BINORMAL.yzx;
    _oColor = vec4(_TMP0.x, _TMP0.y, _TMP0.z, BLENDWEIGHT.x) + BLENDINDICES*PSIZE.x + ATTR6 + ATTR7 + ATTR15;
    gl_Position = POSITION;
    COL0 = _oColor;
    return;
    COL0 = _oColor;
} // main end
