// glslv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslv
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
//var float4 p : $vin.POSITION : ATTR0 : 0 : 1
//var float4 c : $vout.COLOR0 : COL0 : 5 : 1
//var float4 main_plain : $vout.POSITION : HPOS : -1 : 1

#version 110

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

 // main procedure, the original name was main_plain
void main()
{


    _TMP0 = texture2D(_s21, gl_Vertex.xy);
    _TMP1 = texture3D(_s31, gl_Vertex.xyz);
    _c1 = _TMP0 + _TMP1;
    _TMP2 = texture1D(_s11, gl_Vertex.x);
    _TMP3 = textureCube(_sc1, gl_Vertex.xyz);
    _ret_0 = _TMP2 + _TMP3;
    gl_Position = _ret_0;
    gl_FrontColor = _c1;
    return;
} // main end
