// glslf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslf
// source file: tests/glsl/cases/sem_fin_point_coord.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslf
//program main_wide
//semantic sprite
//semantic glow
//semantic tint
//var sampler2D sprite :  : _sprite : -1 : 1
//var float4 tint :  : _tint : -1 : 1
//var float4 coord : $vin.POINTCOORD : _coord : 0 : 1
//var float4 color : $vin.COLOR0 : COL0 : 1 : 1
//var float4 main_wide : $vout.COLOR : COL : -1 : 1

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
vec4 _TMP0;
varying vec4 POINTCOORD;
uniform sampler2D _sprite;
uniform vec4 _tint;

 // main procedure, the original name was main_wide
void main()
{


    _TMP0 = texture2D(_sprite, POINTCOORD.xy);
    _ret_0 = _TMP0*gl_Color + _tint*POINTCOORD.x;
    gl_FragColor = _ret_0;
    return;
} // main end
