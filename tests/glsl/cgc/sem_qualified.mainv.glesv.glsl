// glesv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glesv
// source file: tests/glsl/cases/sem_qualified.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glesv
//program mainv
//semantic tint : C6
//semantic scale
//var float4 tint : C6 : _tint : -1 : 1
//var float4 p : $vin.POSITION : POSITION : 0 : 1
//var float4 t : $vin.TEXCOORD1 : TEXCOORD1 : 1 : 1
//var float4 c : $vin.COLOR0 : COLOR0 : 2 : 1
//var float4 mainv.pos : $vout.POSITION : POSITION : -1 : 1
//var float4 mainv.uv : $vout.TEXCOORD3 : TEXCOORD3 : -1 : 1
//var float4 mainv.col : $vout.COLOR1 : COLOR1 : -1 : 1

precision mediump float;

struct Vout {
    vec4 _pos;
    vec4 _uv;
    vec4 _col;
};

Vout _ret_0;
attribute vec4 POSITION;
attribute vec4 TEXCOORD1;
attribute vec4 COLOR;
varying vec4 TEX3;
varying vec4 COL1;
uniform vec4 _tint;

 // main procedure, the original name was mainv
void main()
{

    Vout _o;

    _o._uv = TEXCOORD1*_tint;
    _ret_0._pos = POSITION;
    _ret_0._uv = _o._uv;
    _ret_0._col = COLOR;
    gl_Position = POSITION;
    TEX3 = _o._uv;
    COL1 = COLOR;
    return;
    TEX3 = _ret_0._uv;
    COL1 = _ret_0._col;
} // main end
