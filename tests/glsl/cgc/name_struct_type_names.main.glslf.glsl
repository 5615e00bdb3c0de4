// glslf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslf
// source file: tests/glsl/cases/name_struct_type_names.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslf
//program main
//semantic main.IN
//semantic main.F
//semantic main.C
//semantic main.S
//semantic main.V
//var float2 IN.texture_size :  : _IN1._texture_size : 1 : 1
//var float4 F.weights :  : _F1._weights : 2 : 1
//var float4 C.a :  : _C1._a : 3 : 1
//var float4 S.b :  : _S1._b : 4 : 1
//var float4 V.c :  : _V1._c : 5 : 1
//var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
//var float4 main : $vout.COLOR : COL : -1 : 1

#version 110

struct input {
    vec2 _texture_size;
};

struct output {
    vec4 _color;
};

struct filter {
    vec4 _weights;
};

struct common {
    vec4 _a;
};

struct sample {
    vec4 _b;
};

struct vec3 {
    vec4 _c;
};

uniform input _IN1;
uniform filter _F1;
uniform common _C1;
uniform sample _S1;
uniform vec3 _V1;

 // main procedure, the original name was main
void main()
{

    output _o;
    vec2 _TMP5;

    _TMP5 = gl_TexCoord[0].xy*_IN1._texture_size;
    _o._color = vec4(_TMP5.x, _TMP5.y, 0.00000000E+00, 1.00000000E+00)*_F1._weights + _C1._a + _S1._b + _V1._c;
    gl_FragColor = _o._color;
    return;
} // main end
