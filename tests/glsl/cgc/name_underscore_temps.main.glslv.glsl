// glslv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslv
// source file: tests/glsl/cases/name_underscore_temps.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslv
//program main
//semantic main.k
//semantic main._q
//semantic _k
//semantic __z
//semantic a_
//semantic TMP0
//semantic ret_0
//semantic gl_Foo
//var float4 k :  : _k2 : 1 : 1
//var float4 _q :  : _q1 : 2 : 1
//var float4 _k :  : _k : -1 : 1
//var float4 __z :  : _z : -1 : 1
//var float4 a_ :  : _a_ : -1 : 1
//var float4 TMP0 :  : _TMP0 : -1 : 1
//var float4 ret_0 :  : _ret_0 : -1 : 1
//var float4 gl_Foo :  : _gl_Foo : -1 : 1
//var float4 p : $vin.POSITION : ATTR0 : 0 : 1
//var float4 main : $vout.POSITION : HPOS : -1 : 1

#version 110

vec4 _ret_01;
vec4 _TMP1;
vec4 _TMP01;
float _TMP5;
float _TMP4;
float _TMP3;
float _TMP2;
uniform vec4 _k2;
uniform vec4 _q1;
uniform vec4 _k;
uniform vec4 _z;
uniform vec4 _a_;
uniform vec4 _TMP0;
uniform vec4 _ret_0;
uniform vec4 _gl_Foo;

 // main procedure, the original name was main
void main()
{


    _TMP01 = fract(gl_Vertex);
    _TMP2 = sin(gl_Vertex.x);
    _TMP3 = sin(gl_Vertex.y);
    _TMP4 = sin(gl_Vertex.z);
    _TMP5 = sin(gl_Vertex.w);
    _TMP1 = vec4(_TMP2, _TMP3, _TMP4, _TMP5);
    _ret_01 = _TMP01 + _TMP1 + gl_Vertex + _k + _k2 + _z + _a_ + _q1 + _TMP0 + _ret_0 + _gl_Foo;
    gl_Position = _ret_01;
    return;
} // main end
