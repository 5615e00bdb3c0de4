// glslv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslv -po version=130
// source file: tests/glsl/cases/sem_vout_short.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslv
//program main
//var float4 p : $vin.POSITION : POSITION : 0 : 1
//var float4 hpos : $vout.HPOS : HPOS : 1 : 1
//var float4 c0 : $vout.COL0 : COL0 : 2 : 1
//var float4 c1 : $vout.COL1 : COL1 : 3 : 1
//var float4 t0 : $vout.TEX0 : TEX0 : 4 : 1
//var float4 t3 : $vout.TEX3 : TEX3 : 5 : 1
//var float fog : $vout.FOGC : FOGC : 6 : 1
//var float4 ps : $vout.PSIZ : PSIZ : 7 : 1

#version 130

vec4 _c01;
vec4 _hpos1;
vec4 _t31;
vec4 _c11;
vec4 _t01;
float _fog1;
out vec4 PSIZ;
in vec4 cg_Vertex;
out vec4 cg_FrontColor;
out vec4 cg_TexCoord3;
out vec4 cg_FrontSecondaryColor;
out vec4 cg_TexCoord0;
out float cg_FogFragCoord;

 // main procedure, the original name was main
void main()
{

    vec4 _ps;

    _hpos1 = cg_Vertex;
    _c01 = cg_Vertex*2.00000000E+00;
    _c11 = cg_Vertex*3.00000000E+00;
    _t01 = cg_Vertex*4.00000000E+00;
    _t31 = cg_Vertex*5.00000000E+00;
    _fog1 = cg_Vertex.z;
    _ps = cg_Vertex.wwww;
    cg_FogFragCoord = cg_Vertex.z;
    cg_TexCoord0 = _t01;
    cg_FrontSecondaryColor = _c11;
    cg_TexCoord3 = _t31;
    gl_Position = cg_Vertex;
    cg_FrontColor = _c01;
    PSIZ = cg_Vertex.wwww;
} // main end
