// glslv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslv
// source file: tests/glsl/cases/sem_vin_generic.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslv
//program main
//var float4 position : $vin.POSITION : ATTR0 : 0 : 1
//var float3 tangent : $vin.TANGENT : TANGENT : 1 : 1
//var float3 binormal : $vin.BINORMAL : BINORMAL : 2 : 1
//var float weight : $vin.BLENDWEIGHT : BLENDWEIGHT : 3 : 1
//var float4 indices : $vin.BLENDINDICES : BLENDINDICES : 4 : 1
//var float psize : $vin.PSIZE : PSIZE : 5 : 1
//var float4 a6 : $vin.ATTR6 : ATTR6 : 6 : 1
//var float4 a7 : $vin.ATTR7 : ATTR7 : 7 : 1
//var float4 a15 : $vin.ATTR15 : ATTR15 : 8 : 1
//var float4 oColor : $vout.COLOR0 : COL0 : 9 : 1
//var float4 main : $vout.POSITION : HPOS : -1 : 1

#version 110

vec4 _oColor1;
vec3 _TMP0;
attribute vec4 TANGENT;
attribute vec4 BINORMAL;
attribute vec4 BLENDWEIGHT;
attribute vec4 BLENDINDICES;
attribute vec4 PSIZE;
attribute vec4 ATTR6;
attribute vec4 ATTR7;
attribute vec4 ATTR15;

 // main procedure, the original name was main
void main()
{


    _TMP0 = TANGENT.yzx*BINORMAL.zxy - TANGENT.zxy*BINORMAL.yzx;
    _oColor1 = vec4(_TMP0.x, _TMP0.y, _TMP0.z, BLENDWEIGHT.x) + BLENDINDICES*PSIZE.x + ATTR6 + ATTR7 + ATTR15;
    gl_Position = gl_Vertex;
    gl_FrontColor = _oColor1;
    return;
} // main end
