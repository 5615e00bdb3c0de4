// glslv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslv
// source file: tests/glsl/cases/lib_tex_vertex_forms.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslv
//program main_rect
//semantic main_rect.r
//semantic main_rect.s1
//var samplerRECT r :  : _r1 : 1 : 1
//var sampler1D s1 :  : _s11 : 2 : 1
//var float4 p : $vin.POSITION : ATTR0 : 0 : 1
//var float4 c : $vout.COLOR0 : COL0 : 3 : 1
//var float4 main_rect : $vout.POSITION : HPOS : -1 : 1

#version 110

#ifdef GL_ARB_texture_rectangle
#extension GL_ARB_texture_rectangle : enable
#endif

vec4 _c1;
vec4 _ret_0;
vec4 _TMP1;
vec4 _TMP0;
uniform sampler2DRect _r1;
uniform sampler1D _s11;

 // main procedure, the original name was main_rect
void main()
{


    _c1 = texture2DRect(_r1, gl_Vertex.xy);
    _TMP0 = texture1DLod(_s11, gl_Vertex.x, gl_Vertex.w);
    _TMP1 = texture2DRectProj(_r1, gl_Vertex.xyw);
    _ret_0 = _TMP0 + _TMP1;
    gl_Position = _ret_0;
    gl_FrontColor = _c1;
    return;
} // main end
