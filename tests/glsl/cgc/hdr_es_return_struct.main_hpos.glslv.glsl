// glslv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslv
// source file: tests/glsl/cases/hdr_es_return_struct.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslv
//program main_hpos
//semantic mvp
//semantic heights
//var float4x4 mvp :  : _mvp[0], 4 : -1 : 1
//var float4 p : $vin.POSITION : ATTR0 : 0 : 1
//var float4 c : $vin.COLOR0 : ATTR3 : 1 : 1
//var float4 main_hpos.pos : $vout.HPOS : HPOS : -1 : 1
//var float4 main_hpos.color : $vout.COLOR0 : COL0 : -1 : 1

#version 110

struct VOut {
    vec4 _pos;
    float _size;
    vec4 _color;
    vec2 _uv;
};

struct SizedOut {
    vec4 _pos1;
    float _size1;
};

struct HposOut {
    vec4 _pos2;
    vec4 _color1;
};

vec4 _r0003;
uniform vec4 _mvp[4];

 // main procedure, the original name was main_hpos
void main()
{


    _r0003.x = dot(_mvp[0], gl_Vertex);
    _r0003.y = dot(_mvp[1], gl_Vertex);
    _r0003.z = dot(_mvp[2], gl_Vertex);
    _r0003.w = dot(_mvp[3], gl_Vertex);
    gl_Position = _r0003;
    gl_FrontColor = gl_Color;
    return;
} // main end
