// glesv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glesv
// source file: tests/glsl/cases/lib_tex_vertex_forms.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glesv
//program main_rect
//semantic main_rect.r
//semantic main_rect.s1
//var samplerRECT r :  : _r1 : 1 : 1
//var sampler1D s1 :  : _s11 : 2 : 1
//var float4 p : $vin.POSITION : POSITION : 0 : 1
//var float4 c : $vout.COLOR0 : COLOR0 : 3 : 1
//var float4 main_rect : $vout.POSITION : HPOS : -1 : 1

precision mediump float;

#ifdef GL_ARB_texture_rectangle
#extension GL_ARB_texture_rectangle : enable
#endif

vec4 _ret_0;
vec4 _TMP1;
vec4 _TMP0;
uniform sampler2DRect _r1;
uniform sampler1D _s11;
attribute vec4 POSITION;
varying vec4 COL0;

 // main procedure, the original name was main_rect
void main()
{

    vec4 _c;

    _c = texture2DRect(_r1, POSITION.xy);
    _TMP0 = texture1DLod(_s11, POSITION.x, POSITION.w);
    _TMP1 = texture2DRectProj(_r1, POSITION.xyw);
    _ret_0 = _TMP0 + _TMP1;
    gl_Position = _ret_0;
    COL0 = _c;
    return;
    COL0 = _c;
} // main end
