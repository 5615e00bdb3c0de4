// glslf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslf -po version=330
// source file: tests/glsl/cases/sem_fin_point_coord.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslf
//program main_struct
//semantic sprite
//semantic glow
//semantic tint
//var sampler2D sprite :  : _sprite : -1 : 1
//var sampler2D glow :  : _glow : -1 : 1
//var float4 tint :  : _tint : -1 : 1
//var float4 s.color : $vin.COLOR0 : COLOR0 : 0 : 1
//var float2 s.coord : $vin.POINTCOORD :  : 0 : 1
//var float4 s.uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
//var float4 main_struct : $vout.COLOR : COLOR : -1 : 1

#version 330

struct Sprite {
    vec4 _color;
    vec2 _coord;
    vec4 _uv;
};

struct KeptSprite {
    vec4 _color1;
    vec2 _coord1;
    vec4 _spare;
};

vec4 _ret_0;
vec4 _TMP0;
uniform sampler2D _sprite;
uniform sampler2D _glow;
uniform vec4 _tint;
in vec4 cg_FrontColor;
in vec4 cg_TexCoord0;
out vec4 cg_FragColor;

 // main procedure, the original name was main_struct
void main()
{

    vec4 _texel;

    _texel = texture(_sprite, gl_PointCoord);
    _TMP0 = texture(_glow, cg_TexCoord0.xy);
    _ret_0 = _texel*cg_FrontColor + (_TMP0*_tint)*gl_PointCoord.y;
    cg_FragColor = _ret_0;
    return;
} // main end
