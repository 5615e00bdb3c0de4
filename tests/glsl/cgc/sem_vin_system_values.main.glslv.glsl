// glslv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslv
// source file: tests/glsl/cases/sem_vin_system_values.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslv
//program main
//semantic main.modelViewProj
//semantic main.offsets
//var float4x4 modelViewProj :  : _modelViewProj1[0], 4 : 3 : 1
//var float4 offsets[0] :  : _offsets1[0] : 4 : 1
//var float4 offsets[1] :  : _offsets1[1] : 4 : 1
//var float4 offsets[2] :  : _offsets1[2] : 4 : 1
//var float4 offsets[3] :  : _offsets1[3] : 4 : 1
//var float4 IN.position : $vin.POSITION : ATTR0 : 0 : 1
//var float4 IN.color : $vin.COLOR0 : ATTR3 : 0 : 1
//var int instance : $vin.INSTANCEID :  : 1 : 1
//var int vertex : $vin.VERTEXID :  : 2 : 1
//var float4 color : $vout.COLOR0 : COL0 : 5 : 1
//var float4 main : $vout.POSITION : HPOS : -1 : 1

#version 110

#extension GL_EXT_gpu_shader4 : enable

struct Instance {
    vec4 _position;
    vec4 _color2;
};

vec4 _color1;
float _vertex1;
uint _instance1;
uniform vec4 _modelViewProj1[4];
uniform vec4 _offsets1[4];
vec4 _r0004;

 // main procedure, the original name was main
void main()
{

    vec4 _p;

    _instance1 = uint(gl_InstanceID);
    _vertex1 = float(gl_VertexID);
    _p = gl_Vertex + _offsets1[(int((_instance1%4u)))]*_vertex1;
    _color1 = gl_Color;
    _r0004.x = dot(_modelViewProj1[0], _p);
    _r0004.y = dot(_modelViewProj1[1], _p);
    _r0004.z = dot(_modelViewProj1[2], _p);
    _r0004.w = dot(_modelViewProj1[3], _p);
    gl_Position = _r0004;
    gl_FrontColor = gl_Color;
    return;
} // main end
