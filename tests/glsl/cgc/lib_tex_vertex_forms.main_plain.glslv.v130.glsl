// glslv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslv -po version=130
// source file: tests/glsl/cases/lib_tex_vertex_forms.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslv
//program main_plain
//semantic main_plain.s1
//semantic main_plain.s2
//semantic main_plain.s3
//semantic main_plain.sc
//var sampler1D s1 :  : _s11 : 1 : 1
//var sampler2D s2 :  : _s21 : 2 : 1
//var sampler3D s3 :  : _s31 : 3 : 1
//var samplerCUBE sc :  : _sc1 : 4 : 1
//var float4 p : $vin.POSITION : POSITION : 0 : 1
//var float4 c : $vout.COLOR0 : COLOR0 : 5 : 1
//var float4 main_plain : $vout.POSITION : HPOS : -1 : 1

#version 130

vec4 _c1;
vec4 _ret_0;
vec4 _TMP3;
vec4 _TMP2;
vec4 _TMP1;
vec4 _TMP0;
uniform sampler1D _s11;
uniform sampler2D _s21;
uniform sampler3D _s31;
uniform samplerCube _sc1;
in vec4 cg_Vertex;
out vec4 cg_FrontColor;

 // main procedure, the original name was main_plain
void main()
{


    _TMP0 = texture(_s21, cg_Vertex.xy);
    _TMP1 = texture(_s31, cg_Vertex.xyz);
    _c1 = _TMP0 + _TMP1;
    _TMP2 = texture(_s11, cg_Vertex.x);
    _TMP3 = texture(_sc1, cg_Vertex.xyz);
    _ret_0 = _TMP2 + _TMP3;
    gl_Position = _ret_0;
    cg_FrontColor = _c1;
    return;
} // main end
