// glesv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glesv
// source file: tests/glsl/cases/name_libretro.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glesv
//program main_vertex
//semantic main_vertex.modelViewProj
//semantic main_vertex.IN
//semantic main_vertex.ORIG
//var float4x4 modelViewProj :  : _modelViewProj1[0], 4 : 3 : 1
//var float2 ORIG.tex_coord :  : _ORIG1._tex_coord2 : 5 : 1
//var float2 ORIG.video_size :  :  : 5 : 0
//var float2 ORIG.texture_size :  :  : 5 : 0
//var sampler2D ORIG.texture :  :  : 5 : 0
//var float4 position : $vin.POSITION : POSITION : 0 : 1
//var float4 color : $vin.COLOR : COLOR : 1 : 1
//var float2 tex_coord : $vin.TEXCOORD0 : TEXCOORD0 : 2 : 1
//var float4 main_vertex.position : $vout.POSITION : POSITION : -1 : 1
//var float4 main_vertex.color : $vout.COLOR : COLOR : -1 : 1
//var float2 main_vertex.tex_coord : $vout.TEXCOORD0 : TEXCOORD0 : -1 : 1
//var float2 main_vertex.orig_coord : $vout.TEXCOORD1 : TEXCOORD1 : -1 : 1

precision mediump float;

struct input {
    vec2 _video_size;
    vec2 _texture_size;
    vec2 _output_size;
    float _frame_count;
    float _frame_direction;
};

struct orig {
    vec2 _tex_coord2;
    vec2 _video_size1;
    vec2 _texture_size1;
    sampler2D _texture;
};

struct out_vertex {
    vec4 _position1;
    vec4 _color1;
    vec2 _tex_coord1;
    vec2 _orig_coord;
};

out_vertex _ret_0;
uniform vec4 _modelViewProj1[4];
uniform orig _ORIG1;
vec4 _r0004;
attribute vec4 POSITION;
attribute vec4 COLOR;
attribute vec4 TEXCOORD0;
varying vec4 COL0;
varying vec4 TEX0;
varying vec4 TEX1;

 // main procedure, the original name was main_vertex
void main()
{


    _r0004.x = dot(_modelViewProj1[0], POSITION);
    _r0004.y = dot(_modelViewProj1[1], POSITION);
    _r0004.z = dot(_modelViewProj1[2], POSITION);
    _r0004.w = dot(_modelViewProj1[3], POSITION);
    _ret_0._position1 = _r0004;
    _ret_0._color1 = COLOR;
    _ret_0._tex_coord1 = TEXCOORD0.xy;
    _ret_0._orig_coord = _ORIG1._tex_coord2;
    gl_Position = _r0004;
    COL0 = COLOR;
    TEX0.xy = TEXCOORD0.xy;
    TEX1.xy = _ORIG1._tex_coord2;
    return;
    COL0 = _ret_0._color1;
    TEX0.xy = _ret_0._tex_coord1;
    TEX1.xy = _ret_0._orig_coord;
} // main end
