// glslv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslv
// source file: tests/glsl/cases/int_bit_operations.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslv
//program quad_corner
//semantic quad_corner.modelViewProj
//semantic quad_corner.layerMask
//var float4x4 modelViewProj :  : _modelViewProj1[0], 4 : 2 : 1
//var int layerMask :  : _layerMask1 : 3 : 1
//var float4 corner : $vin.ATTR0 : ATTR0 : 0 : 1
//var float4 origin : $vin.POSITION : ATTR0 : 1 : 1
//var float4 quad_corner.position : $vout.POSITION : HPOS : -1 : 1
//var float2 quad_corner.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
//var float4 quad_corner.color : $vout.COLOR0 : COL0 : -1 : 1

#version 110

#extension GL_EXT_gpu_shader4 : enable

struct TileVertex {
    vec4 _position;
    vec2 _uv;
    vec4 _color;
};

uniform vec4 _modelViewProj1[4];
uniform int _layerMask1;
vec4 _r0004;
vec4 _v0004;
attribute vec4 ATTR0;

 // main procedure, the original name was quad_corner
void main()
{

    TileVertex _OUT;
    int _index;
    vec2 _offset;
    int _visible;

    _index = int(ATTR0.x);
    _offset = vec2(float((_index & 1)), float(((_index >> 1) & 1)));
    _v0004 = gl_Vertex + vec4(_offset.x, _offset.y, 0.00000000E+00, 0.00000000E+00);
    _r0004.x = dot(_modelViewProj1[0], _v0004);
    _r0004.y = dot(_modelViewProj1[1], _v0004);
    _r0004.z = dot(_modelViewProj1[2], _v0004);
    _r0004.w = dot(_modelViewProj1[3], _v0004);
    _visible = (_index ^ _layerMask1) | (~_index & 8);
    _OUT._color = vec4(float((_visible & 15)), float((_layerMask1 << 2)), float(_index), 1.00000000E+00)/1.60000000E+01;
    gl_TexCoord[0].xy = _offset;
    gl_Position = _r0004;
    gl_FrontColor = _OUT._color;
    return;
} // main end
