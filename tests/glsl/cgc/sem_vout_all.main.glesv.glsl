// glesv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glesv
// source file: tests/glsl/cases/sem_vout_all.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glesv
//program main
//semantic main.mvp
//var float4x4 mvp :  : _mvp1[0], 4 : 2 : 1
//var float4 p : $vin.POSITION : POSITION : 0 : 1
//var float4 c : $vin.COLOR0 : COLOR0 : 1 : 1
//var float4 main.position : $vout.POSITION : POSITION : -1 : 1
//var float4 main.color : $vout.COLOR0 : COLOR0 : -1 : 1
//var float4 main.specular : $vout.COLOR1 : COLOR1 : -1 : 1
//var float4 main.back : $vout.BCOL0 : BCOL0 : -1 : 1
//var float4 main.backSpec : $vout.BCOL1 : BCOL1 : -1 : 1
//var float4 main.t0 : $vout.TEXCOORD0 : TEXCOORD0 : -1 : 1
//var float3 main.t1 : $vout.TEXCOORD1 : TEXCOORD1 : -1 : 1
//var float2 main.t2 : $vout.TEXCOORD2 : TEXCOORD2 : -1 : 1
//var float main.t3 : $vout.TEXCOORD3 : TEXCOORD3 : -1 : 1
//var float4 main.t4 : $vout.TEXCOORD4 : TEXCOORD4 : -1 : 1
//var float4 main.t5 : $vout.TEXCOORD5 : TEXCOORD5 : -1 : 1
//var float4 main.t6 : $vout.TEXCOORD6 : TEXCOORD6 : -1 : 1
//var float4 main.t7 : $vout.TEXCOORD7 : TEXCOORD7 : -1 : 1
//var float main.fog : $vout.FOG : FOG : -1 : 1
//var float main.psize : $vout.PSIZE : PSIZE : -1 : 1

precision mediump float;

struct VOut {
    vec4 _position;
    vec4 _color;
    vec4 _specular;
    vec4 _back;
    vec4 _backSpec;
    vec4 _t0;
    vec3 _t1;
    vec2 _t2;
    float _t3;
    vec4 _t4;
    vec4 _t5;
    vec4 _t6;
    vec4 _t7;
    float _fog;
    float _psize;
};

VOut _ret_0;
uniform vec4 _mvp1[4];
vec4 _r0002;
attribute vec4 POSITION;
attribute vec4 COLOR;
varying vec4 COL0;
varying vec4 COL1;
varying vec4 BCOL0;
varying vec4 BCOL1;
varying vec4 TEX0;
varying vec4 TEX1;
varying vec4 TEX2;
varying vec4 TEX3;
varying vec4 TEX4;
varying vec4 TEX5;
varying vec4 TEX6;
varying vec4 TEX7;
varying vec4 FOGC;

 // main procedure, the original name was main
void main()
{

    VOut _o;

    _r0002.x = dot(_mvp1[0], POSITION);
    _r0002.y = dot(_mvp1[1], POSITION);
    _r0002.z = dot(_mvp1[2], POSITION);
    _r0002.w = dot(_mvp1[3], POSITION);
    _o._back = 1.00000000E+00 - COLOR;
    _o._backSpec = COLOR*5.00000000E-01;
    _o._t4 = POSITION*2.00000000E+00;
    _o._t5 = POSITION*3.00000000E+00;
    _o._t6 = POSITION*4.00000000E+00;
    _o._t7 = POSITION*5.00000000E+00;
    _ret_0._position = _r0002;
    _ret_0._color = COLOR;
    _ret_0._specular = COLOR.wzyx;
    _ret_0._back = _o._back;
    _ret_0._backSpec = _o._backSpec;
    _ret_0._t0 = POSITION;
    _ret_0._t1 = POSITION.xyz;
    _ret_0._t2 = POSITION.xy;
    _ret_0._t3 = POSITION.w;
    _ret_0._t4 = _o._t4;
    _ret_0._t5 = _o._t5;
    _ret_0._t6 = _o._t6;
    _ret_0._t7 = _o._t7;
    _ret_0._fog = _r0002.z;
    _ret_0._psize = 4.00000000E+00;
    gl_PointSize = 4.00000000E+00;
    gl_Position = _r0002;
    COL0 = COLOR;
    COL1 = COLOR.wzyx;
    BCOL0 = _o._back;
    BCOL1 = _o._backSpec;
    TEX0 = POSITION;
    TEX1.xyz = POSITION.xyz;
    TEX2.xy = POSITION.xy;
    TEX3.x = POSITION.w;
    TEX4 = _o._t4;
    TEX5 = _o._t5;
    TEX6 = _o._t6;
    TEX7 = _o._t7;
    FOGC.x = _r0002.z;
    return;
    COL0 = _ret_0._color;
    COL1 = _ret_0._specular;
    BCOL0 = _ret_0._back;
    BCOL1 = _ret_0._backSpec;
    TEX0 = _ret_0._t0;
    TEX1.xyz = _ret_0._t1;
    TEX2.xy = _ret_0._t2;
    TEX3.x = _ret_0._t3;
    TEX4 = _ret_0._t4;
    TEX5 = _ret_0._t5;
    TEX6 = _ret_0._t6;
    TEX7 = _ret_0._t7;
    FOGC.x = _ret_0._fog;
} // main end
