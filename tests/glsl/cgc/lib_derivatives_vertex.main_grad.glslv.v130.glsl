// glslv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslv -po version=130
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
//var float4 IN.position : $vin.POSITION : POSITION : 0 : 1
//var float2 IN.uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
//var float4 color : $vout.COLOR0 : COLOR0 : 3 : 1
//var float4 main_grad : $vout.POSITION : HPOS : -1 : 1

#version 130

struct Terrain {
    vec4 _position;
    vec2 _uv;
};

vec4 _color1;
uniform sampler2D _heightMap1;
uniform vec2 _cellSize1;
vec2 _ddx0006;
vec2 _ddy0006;
vec4 _r0008;
vec4 _v0008;
in vec4 TEXCOORD0;
uniform vec4 _modelViewProj[4];
uniform float _heightScale;
in vec4 cg_Vertex;
out vec4 cg_FrontColor;

 // main procedure, the original name was main_grad
void main()
{

    vec4 _h;

    _ddx0006 = vec2(_cellSize1.x, 0.00000000E+00);
    _ddy0006 = vec2(0.00000000E+00, _cellSize1.y);
    _h = textureGrad(_heightMap1, TEXCOORD0.xy, _ddx0006, _ddy0006);
    _color1 = _h;
    _v0008 = cg_Vertex + vec4(0.00000000E+00, _h.x*_heightScale, 0.00000000E+00, 0.00000000E+00);
    _r0008.x = dot(_modelViewProj[0], _v0008);
    _r0008.y = dot(_modelViewProj[1], _v0008);
    _r0008.z = dot(_modelViewProj[2], _v0008);
    _r0008.w = dot(_modelViewProj[3], _v0008);
    gl_Position = _r0008;
    cg_FrontColor = _h;
    return;
} // main end
