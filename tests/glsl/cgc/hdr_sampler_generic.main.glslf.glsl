// glslf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslf
// source file: tests/glsl/cases/hdr_sampler_generic.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslf
//program main
//semantic diffuseMap
//semantic normalMap
//var sampler2D diffuseMap :  : _diffuseMap : -1 : 1
//var sampler2D normalMap :  : _TMP24 : -1 : 1
//var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
//var float3 light : $vin.TEXCOORD1 : TEX1 : 1 : 1
//var float4 main : $vout.COLOR : COL : -1 : 1

#version 110

vec4 _ret_0;
vec4 _TMP0;
float _TMP1;
float _TMP4;
vec4 _TMP3;
float _TMP17;
sampler2D _TMP23;
uniform sampler2D _TMP24;
uniform sampler2D _diffuseMap;

 // main procedure, the original name was main
void main()
{

    vec3 _n;

    _TMP23 = sampler2D(sampler(_TMP24));
    _TMP3 = texture2D(_TMP23, gl_TexCoord[0].xy);
    _n = _TMP3.xyz*2.00000000E+00 - 1.00000000E+00;
    _TMP0 = texture2D(_diffuseMap, gl_TexCoord[0].xy);
    _TMP1 = dot(_n, gl_TexCoord[1].xyz);
    _TMP4 = min(1.00000000E+00, _TMP1);
    _TMP17 = max(0.00000000E+00, _TMP4);
    _ret_0 = _TMP0*_TMP17;
    gl_FragColor = _ret_0;
    return;
} // main end
