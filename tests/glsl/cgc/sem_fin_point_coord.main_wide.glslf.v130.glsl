// glslf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslf -po version=130
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
//var float4 coord : $vin.POINTCOORD :  : 0 : 1
//var float4 color : $vin.COLOR0 : COLOR0 : 1 : 1
//var float4 main_wide : $vout.COLOR : COLOR : -1 : 1

#version 130

struct Sprite {
    vec4 _color2;
    vec2 _coord2;
    vec4 _uv;
};

struct KeptSprite {
    vec4 _color3;
    vec2 _coord3;
    vec4 _spare;
};

vec4 _ret_0;
vec4 _TMP0;
uniform sampler2D _sprite;
uniform vec4 _tint;
in vec4 cg_FrontColor;
out vec4 cg_FragColor;

 // main procedure, the original name was main_wide
void main()
{


    _TMP0 = texture(_sprite, gl_PointCoord);
    _ret_0 = _TMP0*cg_FrontColor + _tint*gl_PointCoord.x;
    cg_FragColor = _ret_0;
    return;
} // main end
