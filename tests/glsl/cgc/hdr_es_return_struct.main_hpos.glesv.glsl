// glesv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glesv
// source file: tests/glsl/cases/hdr_es_return_struct.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glesv
//program main_hpos
//semantic mvp
//semantic heights
//var float4x4 mvp :  : _mvp[0], 4 : -1 : 1
//var float4 p : $vin.POSITION : POSITION : 0 : 1
//var float4 c : $vin.COLOR0 : COLOR0 : 1 : 1
//var float4 main_hpos.pos : $vout.HPOS : HPOS : -1 : 1
//var float4 main_hpos.color : $vout.COLOR0 : COLOR0 : -1 : 1

precision mediump float;

struct VOut {
    vec4 _pos1;
    float _size;
    vec4 _color1;
    vec2 _uv;
};

struct SizedOut {
    vec4 _pos2;
    float _size1;
};

struct HposOut {
    vec4 _pos;
    vec4 _color;
};

HposOut _ret_0;
vec4 _r0003;
attribute vec4 POSITION;
attribute vec4 COLOR;
varying vec4 COL0;
uniform vec4 _mvp[4];

 // main procedure, the original name was main_hpos
void main()
{


    _r0003.x = dot(_mvp[0], POSITION);
    _r0003.y = dot(_mvp[1], POSITION);
    _r0003.z = dot(_mvp[2], POSITION);
    _r0003.w = dot(_mvp[3], POSITION);
    _ret_0._pos = _r0003;
    _ret_0._color = COLOR;
    gl_Position = _r0003;
    COL0 = COLOR;
    return;
    COL0 = _ret_0._color;
} // main end
