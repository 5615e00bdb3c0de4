// glslv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslv -po version=130
// source file: tests/glsl/cases/lib_tex_vertex_forms.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslv
//program main_rect_lod
//semantic main_rect_lod.r
//var samplerRECT r :  : _r1 : 1 : 1
//var float4 p : $vin.POSITION : POSITION : 0 : 1
//var float4 main_rect_lod : $vout.POSITION : HPOS : -1 : 1

#version 130

#ifdef GL_ARB_texture_rectangle
#extension GL_ARB_texture_rectangle : enable
#endif

vec4 _ret_0;
vec4 _TMP1;
vec4 _TMP0;
uniform sampler2DRect _r1;
in vec4 cg_Vertex;

 // main procedure, the original name was main_rect_lod
void main()
{


    _TMP0 = texRECTlod(_r1, cg_Vertex);
    _TMP1 = texture(_r1, cg_Vertex.xy, cg_Vertex.w);
    _ret_0 = _TMP0 + _TMP1;
    gl_Position = _ret_0;
    return;
} // main end
