// glslv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslv
// source file: tests/glsl/cases/name_nested_scope.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslv
//program main
//semantic main.k
//var float4 k :  : _k1 : 1 : 1
//var float4 p : $vin.POSITION : ATTR0 : 0 : 1
//var float4 main : $vout.POSITION : HPOS : -1 : 1

#version 110

uniform vec4 _k1;

 // main procedure, the original name was main
void main()
{

    vec4 _a;
    vec4 _l1;
    vec4 _m1;
    vec4 _n1;
    vec4 _m2;
    vec4 _m11;
    vec4 _q1;

    _l1 = gl_Vertex*_k1;
    _a = _l1*_l1;
    _l1 = _a*_k1;
    _a = _l1*_l1;
    _m1 = _a*3.00000000E+00;
    _n1 = _m1*2.00000000E+00;
    _a = _n1*_n1;
    _m2 = _a*4.00000000E+00;
    _a = _m2*_m2;
    _m11 = _a*4.00000000E+00;
    _a = _m11*_m11;
    if (gl_Vertex.x > 0.00000000E+00) { // if begin
        _q1 = _a*5.00000000E+00;
        _a = _q1*_q1;
    } // end if
    gl_Position = _a;
    return;
} // main end
