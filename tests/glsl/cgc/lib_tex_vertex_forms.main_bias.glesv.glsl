// glesv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glesv
// source file: tests/glsl/cases/lib_tex_vertex_forms.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glesv
//program main_bias
//semantic main_bias.s2
//semantic main_bias.sc
//var sampler2D s2 :  : _s21 : 1 : 1
//var samplerCUBE sc :  : _sc1 : 2 : 1
//var float4 p : $vin.POSITION : POSITION : 0 : 1
//var float4 c : $vout.COLOR0 : COLOR0 : 3 : 1
//var float4 main_bias : $vout.POSITION : HPOS : -1 : 1

precision mediump float;

vec4 _ret_0;
uniform sampler2D _s21;
uniform samplerCube _sc1;
attribute vec4 POSITION;
varying vec4 COL0;

 // main procedure, the original name was main_bias
void main()
{

    vec4 _c;

    _c = texture2D(_s21, POSITION.xy, POSITION.w);
    _ret_0 = textureCube(_sc1, POSITION.xyz, POSITION.w);
    gl_Position = _ret_0;
    COL0 = _c;
    return;
    COL0 = _c;
} // main end
