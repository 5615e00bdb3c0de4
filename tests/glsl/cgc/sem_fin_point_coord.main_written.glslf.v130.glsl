// glslf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslf -po version=130
// source file: tests/glsl/cases/sem_fin_point_coord.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslf
//program main_written
//semantic sprite
//semantic glow
//semantic tint
//var sampler2D sprite :  : _sprite : -1 : 1
//var float2 coord : $vin.pointcoord0 : _coord : 0 : 1
//var float4 color : $vin.COLOR0 : COLOR0 : 1 : 1
//var float4 main_written : $vout.COLOR : COLOR : -1 : 1

#version 130

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
in vec4 pointcoord0;
uniform sampler2D _sprite;
in vec4 cg_FrontColor;
out vec4 cg_FragColor;

 // main procedure, the original name was main_written
void main()
{


    _TMP0 = texture(_sprite, pointcoord0.yx);
    _ret_0 = _TMP0*cg_FrontColor;
    cg_FragColor = _ret_0;
    return;
} // main end
