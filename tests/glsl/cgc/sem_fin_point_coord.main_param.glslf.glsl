// glslf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslf
// source file: tests/glsl/cases/sem_fin_point_coord.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslf
//program main_param
//semantic sprite
//semantic glow
//semantic tint
//var sampler2D sprite :  : _sprite : -1 : 1
//var sampler2D glow :  : _glow : -1 : 1
//var float4 tint :  : _tint : -1 : 1
//var float2 coord : $vin.POINTCOORD : _coord : 0 : 1
//var float4 color : $vin.COLOR0 : COL0 : 1 : 1
//var float3 world : $vin.TEXCOORD1 : TEX1 : 2 : 1
//var float4 fade : $vin._fade1 : _fade1 : 3 : 1
//var float4 main_param : $vout.COLOR : COL : -1 : 1

#version 110

struct Sprite {
    vec4 _color2;
    vec2 _coord1;
    vec4 _uv;
};

struct KeptSprite {
    vec4 _color3;
    vec2 _coord2;
    vec4 _spare;
};

vec4 _ret_0;
vec4 _TMP1;
float _TMP0;
float _TMP2;
varying vec4 _fade1;
float _x0012;
float _TMP13;
varying vec4 POINTCOORD;
uniform sampler2D _sprite;
uniform sampler2D _glow;
uniform vec4 _tint;

 // main procedure, the original name was main_param
void main()
{

    vec4 _texel;
    vec2 _centered;

    _texel = texture2D(_sprite, POINTCOORD.xy);
    _centered = POINTCOORD.xy*2.00000000E+00 - 1.00000000E+00;
    _TMP0 = dot(_centered, _centered);
    _x0012 = 1.00000000E+00 - _TMP0;
    _TMP2 = min(1.00000000E+00, _x0012);
    _TMP13 = max(0.00000000E+00, _TMP2);
    _TMP1 = texture2D(_glow, gl_TexCoord[1].xy);
    _ret_0 = (_texel*gl_Color)*_TMP13 + _TMP1*gl_TexCoord[1].z + _fade1*_tint;
    gl_FragColor = _ret_0;
    return;
} // main end
