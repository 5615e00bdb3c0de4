// glslv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslv
// source file: tests/glsl/cases/lib_derivatives_vertex.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslv
//program main_grad
//semantic main_grad.heightMap
//semantic main_grad.cellSize
//semantic modelViewProj
//semantic heightScale
//var sampler2D heightMap :  : _heightMap1 : 1 : 1
//var float2 cellSize :  : _cellSize1 : 2 : 1
//var float4x4 modelViewProj :  : _modelViewProj[0], 4 : -1 : 1
//var float heightScale :  : _heightScale : -1 : 1
//var float4 IN.position : $vin.POSITION : ATTR0 : 0 : 1
//var float2 IN.uv : $vin.TEXCOORD0 : ATTR8 : 0 : 1
//var float4 color : $vout.COLOR0 : COL0 : 3 : 1
//var float4 main_grad : $vout.POSITION : HPOS : -1 : 1

#version 110

#extension GL_EXT_gpu_shader4 : enable

struct Terrain {
    vec4 _position;
    vec2 _uv;
};

vec4 _color1;
uniform sampler2D _heightMap1;
uniform vec2 _cellSize1;
vec2 _dx0006;
vec2 _dy0006;
vec4 _r0008;
vec4 _v0008;
uniform vec4 _modelViewProj[4];
uniform float _heightScale;

 // main procedure, the original name was main_grad
void main()
{

    vec4 _h;

    _dx0006 = vec2(_cellSize1.x, 0.00000000E+00);
    _dy0006 = vec2(0.00000000E+00, _cellSize1.y);
    _h = texture2DGrad(_heightMap1, gl_MultiTexCoord0.xy, _dx0006, _dy0006);
    _color1 = _h;
    _v0008 = gl_Vertex + vec4(0.00000000E+00, _h.x*_heightScale, 0.00000000E+00, 0.00000000E+00);
    _r0008.x = dot(_modelViewProj[0], _v0008);
    _r0008.y = dot(_modelViewProj[1], _v0008);
    _r0008.z = dot(_modelViewProj[2], _v0008);
    _r0008.w = dot(_modelViewProj[3], _v0008);
    gl_Position = _r0008;
    gl_FrontColor = _h;
    return;
} // main end
