// glesf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glesf
// source file: tests/glsl/cases/lib_derivatives.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glesf
//program main
//semantic main.albedo
//var sampler2D albedo :  : _albedo1 : 2 : 1
//var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
//var float4 a : $vin.TEXCOORD1 : TEXCOORD1 : 1 : 1
//var float4 main : $vout.COLOR : COL : -1 : 1

precision mediump float;

#extension GL_EXT_gpu_shader4 : enable
#extension GL_OES_standard_derivatives : enable

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
varying vec4 TEX0;
varying vec4 TEX1;

 // main procedure, the original name was main
void main()
{

    vec4 _r;

    _TMP0 = dFdx(TEX1);
    _TMP1 = dFdy(TEX1);
    _TMP6 = dFdx(TEX1);
    _TMP7 = abs(_TMP6);
    _TMP8 = dFdy(TEX1);
    _TMP9 = abs(_TMP8);
    _TMP2 = _TMP7 + _TMP9;
    _r = _TMP0 + _TMP1 + _TMP2;
    _TMP3 = dFdx(TEX0.xy);
    _TMP4 = dFdy(TEX0.xy);
    _dx0030 = _TMP3*2.00000000E+00;
    _dy0030 = _TMP4*2.00000000E+00;
    _TMP5 = texture2DGrad(_albedo1, TEX0.xy, _dx0030, _dy0030);
    _r = _r + _TMP5;
    gl_FragColor = _r;
    return;
} // main end
