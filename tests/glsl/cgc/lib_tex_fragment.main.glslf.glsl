// glslf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslf
// source file: tests/glsl/cases/lib_tex_fragment.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslf
//program main
//semantic main.ramp
//semantic main.albedo
//semantic main.volume
//semantic main.sky
//semantic main.screen
//semantic main.shadowMap
//var sampler1D ramp :  : _ramp1 : 3 : 1
//var sampler2D albedo :  : _albedo1 : 4 : 1
//var sampler3D volume :  : _volume1 : 5 : 1
//var samplerCUBE sky :  : _sky1 : 6 : 1
//var samplerRECT screen :  : _screen1 : 7 : 1
//var sampler2D shadowMap :  : _shadowMap1 : 8 : 1
//var float4 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
//var float4 dir : $vin.TEXCOORD1 : TEX1 : 1 : 1
//var float4 shadowCoord : $vin.TEXCOORD2 : TEX2 : 2 : 1
//var float4 main : $vout.COLOR : COL : -1 : 1

#version 110

#ifdef GL_ARB_texture_rectangle
#extension GL_ARB_texture_rectangle : enable
#endif

vec4 _TMP11;
vec4 _TMP10;
vec4 _TMP9;
vec4 _TMP8;
vec4 _TMP7;
vec4 _TMP6;
vec4 _TMP5;
vec4 _TMP4;
vec4 _TMP3;
vec4 _TMP2;
vec4 _TMP1;
vec4 _TMP0;
uniform sampler1D _ramp1;
uniform sampler2D _albedo1;
uniform sampler3D _volume1;
uniform samplerCube _sky1;
uniform sampler2DRect _screen1;
uniform sampler2DShadow _shadowMap1;
vec2 _c0028;
vec4 _c0038;

 // main procedure, the original name was main
void main()
{

    vec4 _c;

    _TMP0 = texture1D(_ramp1, gl_TexCoord[0].x);
    _TMP1 = texture2D(_albedo1, gl_TexCoord[0].xy);
    _TMP2 = texture3D(_volume1, gl_TexCoord[1].xyz);
    _c = _TMP0 + _TMP1 + _TMP2;
    _TMP3 = textureCube(_sky1, gl_TexCoord[1].xyz);
    _c0028 = gl_TexCoord[0].zw*5.12000000E+02;
    _TMP4 = texture2DRect(_screen1, _c0028);
    _c = _c + _TMP3 + _TMP4;
    _TMP5 = texture1DProj(_ramp1, gl_TexCoord[0].xw);
    _TMP6 = texture2DProj(_albedo1, gl_TexCoord[0].xyw);
    _TMP7 = texture3DProj(_volume1, gl_TexCoord[1]);
    _c = _c + _TMP5 + _TMP6 + _TMP7;
    _TMP8 = texCUBEproj(_sky1, gl_TexCoord[1]);
    _TMP9 = texture2DRectProj(_screen1, gl_TexCoord[0].zwx);
    _c = _c + _TMP8 + _TMP9;
    _c0038 = vec4(gl_TexCoord[0].x, gl_TexCoord[0].y, 0.00000000E+00, 1.50000000E+00);
    _TMP10 = texture2D(_albedo1, _c0038.xy, _c0038.w);
    _c = _c + _TMP10;
    _TMP11 = shadow2DProj(_shadowMap1, gl_TexCoord[2]);
    _c = _c + _TMP11;
    gl_FragColor = _c;
    return;
} // main end
