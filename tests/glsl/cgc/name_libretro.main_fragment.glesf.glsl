// glesf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glesf
// source file: tests/glsl/cases/name_libretro.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glesf
//program main_fragment
//semantic main_fragment.decal : TEXUNIT0
//semantic main_fragment.IN
//semantic main_fragment.ORIG
//var sampler2D decal : TEXUNIT0 : _decal1 0 : 1 : 1
//var float2 IN.video_size :  :  : 2 : 0
//var float2 IN.texture_size :  : _IN1._texture_size : 2 : 1
//var float2 IN.output_size :  :  : 2 : 0
//var float IN.frame_count :  : _IN1._frame_count : 2 : 1
//var float IN.frame_direction :  :  : 2 : 0
//var float2 ORIG.tex_coord :  :  : 3 : 0
//var float2 ORIG.video_size :  :  : 3 : 0
//var float2 ORIG.texture_size :  :  : 3 : 0
//var sampler2D ORIG.texture :  : _ORIG1._texture : 3 : 1
//var float4 VOUT.color : $vin.COLOR : COLOR : 0 : 1
//var float2 VOUT.tex_coord : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
//var float2 VOUT.orig_coord : $vin.TEXCOORD1 : TEXCOORD1 : 0 : 1
//var float4 main_fragment : $vout.COLOR : COL : -1 : 1

precision mediump float;

struct input {
    vec2 _video_size;
    vec2 _texture_size;
    vec2 _output_size;
    float _frame_count;
    float _frame_direction;
};

struct orig {
    vec2 _tex_coord1;
    vec2 _video_size1;
    vec2 _texture_size1;
    sampler2D _texture;
};

struct out_vertex {
    vec4 _color;
    vec2 _tex_coord;
    vec2 _orig_coord;
};

vec4 _ret_0;
vec4 _TMP2;
vec4 _TMP1;
vec4 _TMP0;
uniform sampler2D _decal1;
uniform input _IN1;
uniform orig _ORIG1;
float _a0008;
varying vec4 COL0;
varying vec4 TEX0;
varying vec4 TEX1;

 // main procedure, the original name was main_fragment
void main()
{

    vec2 _px;
    float _wave;
    vec4 _c;

    _px = TEX0.xy*_IN1._texture_size;
    _a0008 = _IN1._frame_count*1.00000001E-01 + _px.y;
    _wave = sin(_a0008);
    _TMP0 = texture2D(_decal1, TEX0.xy);
    _c = _TMP0*(8.99999976E-01 + 1.00000001E-01*_wave);
    _TMP1 = texture2D(_ORIG1._texture, TEX1.xy);
    _TMP2 = _c + 2.50000000E-01*(_TMP1 - _c);
    _ret_0 = _TMP2*COL0;
    gl_FragColor = _ret_0;
    return;
} // main end
