// glslf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslf -po version=130
// source file: tests/glsl/cases/lib_derivatives.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslf
//program main
//semantic main.albedo
//var sampler2D albedo :  : _albedo1 : 2 : 1
//var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
//var float4 a : $vin.TEXCOORD1 : TEXCOORD1 : 1 : 1
//var float4 main : $vout.COLOR : COLOR : -1 : 1

#version 130

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
vec2 _ddx0030;
vec2 _ddy0030;
in vec4 cg_TexCoord1;
in vec4 cg_TexCoord0;
out vec4 cg_FragColor;

 // main procedure, the original name was main
void main()
{

    vec4 _r;

    _TMP0 = dFdx(cg_TexCoord1);
    _TMP1 = dFdy(cg_TexCoord1);
    _TMP6 = dFdx(cg_TexCoord1);
    _TMP7 = abs(_TMP6);
    _TMP8 = dFdy(cg_TexCoord1);
    _TMP9 = abs(_TMP8);
    _TMP2 = _TMP7 + _TMP9;
    _r = _TMP0 + _TMP1 + _TMP2;
    _TMP3 = dFdx(cg_TexCoord0.xy);
    _TMP4 = dFdy(cg_TexCoord0.xy);
    _ddx0030 = _TMP3*2.00000000E+00;
    _ddy0030 = _TMP4*2.00000000E+00;
    _TMP5 = textureGrad(_albedo1, cg_TexCoord0.xy, _ddx0030, _ddy0030);
    _r = _r + _TMP5;
    cg_FragColor = _r;
    return;
} // main end
