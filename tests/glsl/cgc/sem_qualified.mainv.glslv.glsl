// glslv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslv
// source file: tests/glsl/cases/sem_qualified.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslv
//program mainv
//semantic tint : C6
//semantic scale
//var float4 tint : C6 : _tint : -1 : 1
//var float4 p : $vin.POSITION : ATTR0 : 0 : 1
//var float4 t : $vin.TEXCOORD1 : ATTR9 : 1 : 1
//var float4 c : $vin.COLOR0 : ATTR3 : 2 : 1
//var float4 mainv.pos : $vout.POSITION : HPOS : -1 : 1
//var float4 mainv.uv : $vout.TEXCOORD3 : TEX3 : -1 : 1
//var float4 mainv.col : $vout.COLOR1 : COL1 : -1 : 1

#version 110

struct Vout {
    vec4 _pos;
    vec4 _uv;
    vec4 _col;
};

uniform vec4 _tint;

 // main procedure, the original name was mainv
void main()
{

    Vout _o;

    _o._uv = gl_MultiTexCoord1*_tint;
    gl_FrontSecondaryColor = gl_Color;
    gl_TexCoord[3] = _o._uv;
    gl_Position = gl_Vertex;
    return;
} // main end
