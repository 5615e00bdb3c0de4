// glslv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslv
// source file: tests/glsl/cases/name_struct_order.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslv
//program main
//semantic main.c
//semantic dglob
//semantic bglob
//semantic nested
//var float4 c.x :  : _c1._x3 : 1 : 1
//var float4 dglob.x :  : _dglob._x : -1 : 1
//var float4 bglob.x :  : _bglob._x1 : -1 : 1
//var float4 nested.inner.x :  : _nested._inner._x2 : -1 : 1
//var float4 nested.inner.y :  : _nested._inner._y : -1 : 1
//var float4 nested.y :  : _nested._y1 : -1 : 1
//var float4 p : $vin.POSITION : ATTR0 : 0 : 1
//var float4 main : $vout.POSITION : HPOS : -1 : 1

#version 110

struct A {
    vec4 _x4;
};

struct B {
    vec4 _x1;
};

struct C {
    vec4 _x3;
};

struct D {
    vec4 _x;
};

struct E {
    vec4 _x5;
};

struct In {
    vec4 _x2;
    vec4 _y;
};

struct Out {
    In _inner;
    vec4 _y1;
};

vec4 _ret_0;
uniform C _c1;
uniform D _dglob;
uniform B _bglob;
uniform Out _nested;

 // main procedure, the original name was main
void main()
{


    _ret_0 = gl_Vertex + _bglob._x1 + _c1._x3 + _dglob._x + _nested._inner._x2 + _nested._inner._y + _nested._y1;
    gl_Position = _ret_0;
    return;
} // main end
