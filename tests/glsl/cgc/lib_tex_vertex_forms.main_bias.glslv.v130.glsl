// glslv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslv -po version=130
// source file: tests/glsl/cases/lib_tex_vertex_forms.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslv
//program main_bias
//semantic main_bias.s2
//semantic main_bias.sc
//var sampler2D s2 :  : _s21 : 1 : 1
//var samplerCUBE sc :  : _sc1 : 2 : 1
//var float4 p : $vin.POSITION : POSITION : 0 : 1
//var float4 c : $vout.COLOR0 : COLOR0 : 3 : 1
//var float4 main_bias : $vout.POSITION : HPOS : -1 : 1

#version 130

vec4 _c1;
vec4 _ret_0;
uniform sampler2D _s21;
uniform samplerCube _sc1;
in vec4 cg_Vertex;
out vec4 cg_FrontColor;

 // main procedure, the original name was main_bias
void main()
{


    _c1 = texture(_s21, cg_Vertex.xy, cg_Vertex.w);
    _ret_0 = texture(_sc1, cg_Vertex.xyz, cg_Vertex.w);
    gl_Position = _ret_0;
    cg_FrontColor = _c1;
    return;
} // main end
