// glslv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslv
// source file: tests/glsl/cases/hdr_es_return_struct.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslv
//program main_psize
//semantic main_psize.pos
//semantic mvp
//semantic heights
//var float4 pos :  : _pos1 : 1 : 1
//var float4x4 mvp :  : _mvp[0], 4 : -1 : 1
//var float4 p : $vin.POSITION : ATTR0 : 0 : 1
//var float4 main_psize.pos : $vout.POSITION : HPOS : -1 : 1
//var float main_psize.size : $vout.PSIZE : PSIZ : -1 : 1

#version 110

struct VOut {
    vec4 _pos2;
    float _size;
    vec4 _color;
    vec2 _uv;
};

struct SizedOut {
    vec4 _pos3;
    float _size1;
};

struct HposOut {
    vec4 _pos4;
    vec4 _color1;
};

uniform vec4 _pos1;
vec4 _r0004;
vec4 _v0004;
uniform vec4 _mvp[4];

 // main procedure, the original name was main_psize
void main()
{

    SizedOut _o;

    _v0004 = gl_Vertex*_pos1;
    _r0004.x = dot(_mvp[0], _v0004);
    _r0004.y = dot(_mvp[1], _v0004);
    _r0004.z = dot(_mvp[2], _v0004);
    _r0004.w = dot(_mvp[3], _v0004);
    _o._size1 = gl_Vertex.w*4.00000000E+00;
    gl_PointSize = _o._size1;
    gl_Position = _r0004;
    return;
} // main end
