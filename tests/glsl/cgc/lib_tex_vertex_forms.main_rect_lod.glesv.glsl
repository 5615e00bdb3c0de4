// glesv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glesv
// source file: tests/glsl/cases/lib_tex_vertex_forms.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glesv
//program main_rect_lod
//semantic main_rect_lod.r
//var samplerRECT r :  : _r1 : 1 : 1
//var float4 p : $vin.POSITION : POSITION : 0 : 1
//var float4 main_rect_lod : $vout.POSITION : HPOS : -1 : 1

precision mediump float;

#ifdef GL_ARB_texture_rectangle
#extension GL_ARB_texture_rectangle : enable
#endif

vec4 _ret_0;
vec4 _TMP1;
vec4 _TMP0;
uniform sampler2DRect _r1;
attribute vec4 POSITION;

 // main procedure, the original name was main_rect_lod
void main()
{


    _TMP0 = texRECTlod(_r1, POSITION);
    _TMP1 = texRECTlod(_r1, POSITION);
    _ret_0 = _TMP0 + _TMP1;
    gl_Position = _ret_0;
    return;
} // main end
