// glslv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslv -po version=150
// source file: tests/glsl/cases/ver_all.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslv
//program main_vertex
//semantic main_vertex.modelViewProj
//var float4x4 modelViewProj :  : _modelViewProj1[0], 4 : 3 : 1
//var float4 position : $vin.POSITION : POSITION : 0 : 1
//var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
//var float4 color : $vin.COLOR0 : COLOR0 : 2 : 1
//var float4 main_vertex.position : $vout.POSITION : HPOS : -1 : 1
//var float2 main_vertex.uv : $vout.TEXCOORD0 : TEXCOORD0 : -1 : 1
//var float4 main_vertex.color : $vout.COLOR0 : COLOR0 : -1 : 1

#version 150

struct v2f {
    vec4 _position2;
    vec2 _uv1;
    vec4 _color1;
};

uniform vec4 _modelViewProj1[4];
vec4 _r0002;
in vec4 TEXCOORD0;
in vec4 COLOR;
in vec4 cg_Vertex;
out vec4 cg_FrontColor;
out vec4 cg_TexCoord0;

 // main procedure, the original name was main_vertex
void main()
{


    _r0002.x = dot(_modelViewProj1[0], cg_Vertex);
    _r0002.y = dot(_modelViewProj1[1], cg_Vertex);
    _r0002.z = dot(_modelViewProj1[2], cg_Vertex);
    _r0002.w = dot(_modelViewProj1[3], cg_Vertex);
    cg_TexCoord0.xy = TEXCOORD0.xy;
    gl_Position = _r0002;
    cg_FrontColor = COLOR;
    return;
} // main end
