// glslf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslf -po version=130
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
//var float4 uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
//var float4 dir : $vin.TEXCOORD1 : TEXCOORD1 : 1 : 1
//var float4 shadowCoord : $vin.TEXCOORD2 : TEXCOORD2 : 2 : 1
//var float4 main : $vout.COLOR : COLOR : -1 : 1

#version 130

#ifdef GL_ARB_texture_rectangle
#extension GL_ARB_texture_rectangle : enable
#endif

float _TMP11;
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
vec4 _coord0040;
in vec4 cg_TexCoord1;
in vec4 cg_TexCoord0;
in vec4 cg_TexCoord2;
out vec4 cg_FragColor;

 // main procedure, the original name was main
void main()
{

    vec4 _c;

    _TMP0 = texture(_ramp1, cg_TexCoord0.x);
    _TMP1 = texture(_albedo1, cg_TexCoord0.xy);
    _TMP2 = texture(_volume1, cg_TexCoord1.xyz);
    _c = _TMP0 + _TMP1 + _TMP2;
    _TMP3 = texture(_sky1, cg_TexCoord1.xyz);
    _c0028 = cg_TexCoord0.zw*5.12000000E+02;
    _TMP4 = texture(_screen1, _c0028);
    _c = _c + _TMP3 + _TMP4;
    _TMP5 = textureProj(_ramp1, cg_TexCoord0.xw);
    _TMP6 = textureProj(_albedo1, cg_TexCoord0.xyw);
    _TMP7 = textureProj(_volume1, cg_TexCoord1);
    _c = _c + _TMP5 + _TMP6 + _TMP7;
    _TMP8 = texCUBEproj(_sky1, cg_TexCoord1);
    _TMP9 = textureProj(_screen1, cg_TexCoord0.zwx);
    _c = _c + _TMP8 + _TMP9;
    _c0038 = vec4(cg_TexCoord0.x, cg_TexCoord0.y, 0.00000000E+00, 1.50000000E+00);
    _TMP10 = texture(_albedo1, _c0038.xy, _c0038.w);
    _c = _c + _TMP10;
    _coord0040.xy = cg_TexCoord2.xy;
    _coord0040.z = cg_TexCoord2.z;
    _coord0040.w = cg_TexCoord2.w;
    _TMP11 = textureProj(_shadowMap1, _coord0040);
    _c = _c + _TMP11;
    cg_FragColor = _c;
    return;
} // main end
