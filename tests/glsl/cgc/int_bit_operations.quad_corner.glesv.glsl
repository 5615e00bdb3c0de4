// glesv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glesv
// source file: tests/glsl/cases/int_bit_operations.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glesv
//program quad_corner
//semantic quad_corner.modelViewProj
//semantic quad_corner.layerMask
//var float4x4 modelViewProj :  : _modelViewProj1[0], 4 : 2 : 1
//var int layerMask :  : _layerMask1 : 3 : 1
//var float4 corner : $vin.ATTR0 : ATTR0 : 0 : 1
//var float4 origin : $vin.POSITION : POSITION : 1 : 1
//var float4 quad_corner.position : $vout.POSITION : POSITION : -1 : 1
//var float2 quad_corner.uv : $vout.TEXCOORD0 : TEXCOORD0 : -1 : 1
//var float4 quad_corner.color : $vout.COLOR0 : COLOR0 : -1 : 1

precision mediump float;

#extension GL_EXT_gpu_shader4 : enable

struct TileVertex {
    vec4 _position;
    vec2 _uv;
    vec4 _color;
};

TileVertex _ret_0;
uniform vec4 _modelViewProj1[4];
uniform int _layerMask1;
vec4 _r0004;
vec4 _v0004;
attribute vec4 ATTR0;
attribute vec4 POSITION;
varying vec4 TEX0;
varying vec4 COL0;

 // main procedure, the original name was quad_corner
void main()
{

    TileVertex _OUT;
    int _index;
    vec2 _offset;
    int _visible;

    _index = int(ATTR0.x);
    _offset = vec2(float((_index & 1)), float(((_index >> 1) & 1)));
    _v0004 = POSITION + vec4(_offset.x, _offset.y, 0.00000000E+00, 0.00000000E+00);
    _r0004.x = dot(_modelViewProj1[0], _v0004);
    _r0004.y = dot(_modelViewProj1[1], _v0004);
    _r0004.z = dot(_modelViewProj1[2], _v0004);
    _r0004.w = dot(_modelViewProj1[3], _v0004);
    _visible = (_index ^ _layerMask1) | (~_index & 8);
    _OUT._color = vec4(float((_visible & 15)), float((_layerMask1 << 2)), float(_index), 1.00000000E+00)/1.60000000E+01;
    _ret_0._position = _r0004;
    _ret_0._uv = _offset;
    _ret_0._color = _OUT._color;
    gl_Position = _r0004;
    TEX0.xy = _offset;
    COL0 = _OUT._color;
    return;
    TEX0.xy = _ret_0._uv;
    COL0 = _ret_0._color;
} // main end
