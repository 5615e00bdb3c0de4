// glesv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glesv
// source file: tests/glsl/cases/sem_vin_aliases.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glesv
//program main
//var float4 position : $vin.POSITION : POSITION : 0 : 1
//var float4 diffuse : $vin.DIFFUSE : DIFFUSE : 1 : 1
//var float4 specular : $vin.SPECULAR : SPECULAR : 2 : 1
//var float2 uv : $vin.TEXCOORD : TEXCOORD : 3 : 1
//var float4 a3 : $vin.ATTR3 : ATTR3 : 4 : 1
//var float4 oColor : $vout.COLOR0 : COLOR0 : 5 : 1
//var float2 oUv : $vout.TEXCOORD0 : TEXCOORD0 : 6 : 1
//var float4 main : $vout.POSITION : HPOS : -1 : 1

precision mediump float;

attribute vec4 POSITION;
attribute vec4 COLOR;
attribute vec4 SPECULAR;
attribute vec4 TEXCOORD0;
attribute vec4 ATTR3;
varying vec4 COL0;
varying vec4 TEX0;

 // main procedure, the original name was main
void main()
{

    vec4 _oColor;
    vec2 _oUv;

    _oColor = COLOR + SPECULAR + ATTR3;
    _oUv = TEXCOORD0.xy;
    gl_Position = POSITION;
    COL0 = _oColor;
    TEX0.xy = TEXCOORD0.xy;
    return;
    COL0 = _oColor;
    TEX0.xy = _oUv;
} // main end
