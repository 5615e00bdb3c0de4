// glslv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslv
// source file: tests/glsl/cases/lib_tex_vertex_forms.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslv
//program main_bias
//semantic main_bias.s2
//semantic main_bias.sc
//var sampler2D s2 :  : _s21 : 1 : 1
//var samplerCUBE sc :  : _sc1 : 2 : 1
//var float4 p : $vin.POSITION : ATTR0 : 0 : 1
//var float4 c : $vout.COLOR0 : COL0 : 3 : 1
//var float4 main_bias : $vout.POSITION : HPOS : -1 : 1

#version 110

vec4 _c1;
vec4 _ret_0;
uniform sampler2D _s21;
uniform samplerCube _sc1;

 // main procedure, the original name was main_bias
void main()
{


    _c1 = texture2D(_s21, gl_Vertex.xy, gl_Vertex.w);
    _ret_0 = textureCube(_sc1, gl_Vertex.xyz, gl_Vertex.w);
    gl_Position = _ret_0;
    gl_FrontColor = _c1;
    return;
} // main end
