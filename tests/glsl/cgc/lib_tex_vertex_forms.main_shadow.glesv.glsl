// glesv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glesv
// source file: tests/glsl/cases/lib_tex_vertex_forms.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glesv
//program main_shadow
//semantic main_shadow.depth
//semantic main_shadow.other
//var sampler2D depth :  : _depth1 : 1 : 1
//var sampler2D other :  : _other1 : 2 : 1
//var float4 p : $vin.POSITION : POSITION : 0 : 1
//var float4 c : $vout.COLOR0 : COLOR0 : 3 : 1
//var float4 main_shadow : $vout.POSITION : HPOS : -1 : 1

precision mediump float;

vec4 _ret_0;
uniform sampler2DShadow _depth1;
uniform sampler2DShadow _other1;
attribute vec4 POSITION;
varying vec4 COL0;

 // main procedure, the original name was main_shadow
void main()
{

    vec4 _c;

    _c = shadow2D(_depth1, POSITION.xyz);
    _ret_0 = shadow2DProj(_other1, POSITION);
    gl_Position = _ret_0;
    COL0 = _c;
    return;
    COL0 = _c;
} // main end
