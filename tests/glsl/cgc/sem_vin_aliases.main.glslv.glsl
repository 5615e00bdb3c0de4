// glslv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslv
// source file: tests/glsl/cases/sem_vin_aliases.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslv
//program main
//var float4 position : $vin.POSITION : ATTR0 : 0 : 1
//var float4 diffuse : $vin.DIFFUSE : ATTR3 : 1 : 1
//var float4 specular : $vin.SPECULAR : ATTR4 : 2 : 1
//var float2 uv : $vin.TEXCOORD : ATTR8 : 3 : 1
//var float4 a3 : $vin.ATTR3 : ATTR3 : 4 : 1
//var float4 oColor : $vout.COLOR0 : COL0 : 5 : 1
//var float2 oUv : $vout.TEXCOORD0 : TEX0 : 6 : 1
//var float4 main : $vout.POSITION : HPOS : -1 : 1

#version 110

vec4 _oColor1;
vec2 _oUv1;
attribute vec4 ATTR3;

 // main procedure, the original name was main
void main()
{


    _oColor1 = gl_Color + gl_SecondaryColor + ATTR3;
    _oUv1 = gl_MultiTexCoord0.xy;
    gl_TexCoord[0].xy = gl_MultiTexCoord0.xy;
    gl_Position = gl_Vertex;
    gl_FrontColor = _oColor1;
    return;
} // main end
