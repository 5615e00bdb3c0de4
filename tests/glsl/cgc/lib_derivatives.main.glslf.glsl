// glslf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslf
// source file: tests/glsl/cases/lib_derivatives.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslf
//program main
//semantic main.albedo
//var sampler2D albedo :  : _albedo1 : 2 : 1
//var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
//var float4 a : $vin.TEXCOORD1 : TEX1 : 1 : 1
//var float4 main : $vout.COLOR : COL : -1 : 1

#version 110

#extension GL_EXT_gpu_shader4 : enable

vec4 _TMP5;
vec2 _TMP4;
vec2 _TMP3;
vec4 _TMP2;
vec4 _TMP1;
vec4 _TMP0;
vec4 _TMP9;
vec4 _TMP7;
vec4 _TMP8;
vec4 _TMP6;
uniform sampler2D _albedo1;
vec2 _dx0030;
vec2 _dy0030;

 // main procedure, the original name was main
void main()
{

    vec4 _r;

    _TMP0 = dFdx(gl_TexCoord[1]);
    _TMP1 = dFdy(gl_TexCoord[1]);
    _TMP6 = dFdx(gl_TexCoord[1]);
    _TMP7 = abs(_TMP6);
    _TMP8 = dFdy(gl_TexCoord[1]);
    _TMP9 = abs(_TMP8);
    _TMP2 = _TMP7 + _TMP9;
    _r = _TMP0 + _TMP1 + _TMP2;
    _TMP3 = dFdx(gl_TexCoord[0].xy);
    _TMP4 = dFdy(gl_TexCoord[0].xy);
    _dx0030 = _TMP3*2.00000000E+00;
    _dy0030 = _TMP4*2.00000000E+00;
    _TMP5 = texture2DGrad(_albedo1, gl_TexCoord[0].xy, _dx0030, _dy0030);
    _r = _r + _TMP5;
    gl_FragColor = _r;
    return;
} // main end
