// glesv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glesv
// source file: tests/glsl/cases/hdr_es_return_struct.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glesv
//program main
//semantic mvp
//semantic heights
//var float4x4 mvp :  : _mvp[0], 4 : -1 : 1
//var sampler2D heights :  : _heights : -1 : 1
//var float4 p : $vin.POSITION : POSITION : 0 : 1
//var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
//var float4 c : $vin.COLOR0 : COLOR0 : 2 : 1
//var float4 main.pos : $vout.POSITION : POSITION : -1 : 1
//var float main.size : $vout.PSIZE : PSIZE : -1 : 1
//var float4 main.color : $vout.COLOR0 : COLOR0 : -1 : 1
//var float2 main.uv : $vout.TEXCOORD0 : TEXCOORD0 : -1 : 1

precision mediump float;

struct VOut {
    vec4 _pos;
    float _size;
    vec4 _color;
    vec2 _uv1;
};

struct SizedOut {
    vec4 _pos1;
    float _size1;
};

struct HposOut {
    vec4 _pos2;
    vec4 _color1;
};

VOut _ret_0;
vec4 _TMP0;
vec4 _c0005;
vec4 _r0007;
attribute vec4 POSITION;
attribute vec4 TEXCOORD0;
attribute vec4 COLOR;
varying vec4 COL0;
varying vec4 TEX0;
uniform vec4 _mvp[4];
uniform sampler2D _heights;

 // main procedure, the original name was main
void main()
{

    VOut _o;
    vec4 _lifted;

    _c0005 = vec4(TEXCOORD0.x, TEXCOORD0.y, 0.00000000E+00, 0.00000000E+00);
    _TMP0 = texture2DLod(_heights, vec2(_c0005.x, _c0005.y), _c0005.w);
    _lifted = POSITION + vec4(0.00000000E+00, _TMP0.x, 0.00000000E+00, 0.00000000E+00);
    _r0007.x = dot(_mvp[0], _lifted);
    _r0007.y = dot(_mvp[1], _lifted);
    _r0007.z = dot(_mvp[2], _lifted);
    _r0007.w = dot(_mvp[3], _lifted);
    _o._size = 2.00000000E+00 + _lifted.y;
    _ret_0._pos = _r0007;
    _ret_0._size = _o._size;
    _ret_0._color = COLOR;
    _ret_0._uv1 = TEXCOORD0.xy;
    gl_PointSize = _o._size;
    gl_Position = _r0007;
    COL0 = COLOR;
    TEX0.xy = TEXCOORD0.xy;
    return;
    COL0 = _ret_0._color;
    TEX0.xy = _ret_0._uv1;
} // main end
