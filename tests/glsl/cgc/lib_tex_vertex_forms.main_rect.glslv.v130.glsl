// glslv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslv -po version=130
// source file: tests/glsl/cases/lib_tex_vertex_forms.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslv
//program main_rect
//semantic main_rect.r
//semantic main_rect.s1
//var samplerRECT r :  : _r1 : 1 : 1
//var sampler1D s1 :  : _s11 : 2 : 1
//var float4 p : $vin.POSITION : POSITION : 0 : 1
//var float4 c : $vout.COLOR0 : COLOR0 : 3 : 1
//var float4 main_rect : $vout.POSITION : HPOS : -1 : 1

#version 130

#ifdef GL_ARB_texture_rectangle
#extension GL_ARB_texture_rectangle : enable
#endif

vec4 _c1;
vec4 _ret_0;
vec4 _TMP1;
vec4 _TMP0;
uniform sampler2DRect _r1;
uniform sampler1D _s11;
in vec4 cg_Vertex;
out vec4 cg_FrontColor;

 // main procedure, the original name was main_rect
void main()
{


    _c1 = texture(_r1, cg_Vertex.xy);
    _TMP0 = textureLod(_s11, cg_Vertex.x, cg_Vertex.w);
    _TMP1 = textureProj(_r1, cg_Vertex.xyw);
    _ret_0 = _TMP0 + _TMP1;
    gl_Position = _ret_0;
    cg_FrontColor = _c1;
    return;
} // main end
