// glslv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslv
// source file: tests/glsl/cases/lib_tex_vertex_forms.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslv
//program main_proj
//semantic main_proj.s2
//semantic main_proj.s3
//var sampler2D s2 :  : _s21 : 1 : 1
//var sampler3D s3 :  : _s31 : 2 : 1
//var float4 p : $vin.POSITION : ATTR0 : 0 : 1
//var float4 c : $vout.COLOR0 : COL0 : 3 : 1
//var float4 main_proj : $vout.POSITION : HPOS : -1 : 1

#version 110

vec4 _c1;
vec4 _ret_0;
uniform sampler2D _s21;
uniform sampler3D _s31;

 // main procedure, the original name was main_proj
void main()
{


    _c1 = texture2DProj(_s21, gl_Vertex.xyw);
    _ret_0 = texture3DProj(_s31, gl_Vertex);
    gl_Position = _ret_0;
    gl_FrontColor = _c1;
    return;
} // main end
