// glslf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslf
// source file: tests/glsl/cases/sem_fin_point_coord.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslf
//program main_kept
//semantic sprite
//semantic glow
//semantic tint
//var sampler2D sprite :  : _sprite : -1 : 1
//var sampler2D glow :  : _glow : -1 : 1
//var float4 tint :  : _tint : -1 : 1
//var float4 s.color : $vin.COLOR0 : COLOR0 : 0 : 1
//var float2 s.coord : $vin.POINTCOORD : _s1._coord : 0 : 1
//var float4 s.spare : $vin. :  : 0 : 0
//var float2 uv : $vin.TEXCOORD2 : TEX2 : 1 : 1
//var float4 main_kept : $vout.COLOR : COL : -1 : 1

#version 110

struct Sprite {
    vec4 _color1;
    vec2 _coord1;
    vec4 _uv2;
};

struct KeptSprite {
    vec4 _color;
    vec2 _coord;
    vec4 _spare;
};

vec4 _ret_0;
vec4 _TMP1;
vec4 _TMP0;
varying vec4 POINTCOORD;
uniform sampler2D _sprite;
uniform sampler2D _glow;
uniform vec4 _tint;

 // main procedure, the original name was main_kept
void main()
{


    _TMP0 = texture2D(_sprite, POINTCOORD.xy);
    _TMP1 = texture2D(_glow, gl_TexCoord[2].xy);
    _ret_0 = _TMP0*gl_Color + _TMP1*_tint;
    gl_FragColor = _ret_0;
    return;
} // main end
