// glslv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslv -po version=130
// source file: tests/glsl/cases/sem_qualified.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslv
//program mainv
//semantic tint : C6
//semantic scale
//var float4 tint : C6 : _tint : -1 : 1
//var float4 p : $vin.POSITION : POSITION : 0 : 1
//var float4 t : $vin.TEXCOORD1 : TEXCOORD1 : 1 : 1
//var float4 c : $vin.COLOR0 : COLOR0 : 2 : 1
//var float4 mainv.pos : $vout.POSITION : HPOS : -1 : 1
//var float4 mainv.uv : $vout.TEXCOORD3 : TEXCOORD3 : -1 : 1
//var float4 mainv.col : $vout.COLOR1 : COLOR1 : -1 : 1

#version 130

struct Vout {
    vec4 _pos;
    vec4 _uv;
    vec4 _col;
};

in vec4 TEXCOORD1;
in vec4 COLOR;
uniform vec4 _tint;
in vec4 cg_Vertex;
out vec4 cg_TexCoord3;
out vec4 cg_FrontSecondaryColor;

 // main procedure, the original name was mainv
void main()
{

    Vout _o;

    _o._uv = TEXCOORD1*_tint;
    cg_FrontSecondaryColor = COLOR;
    cg_TexCoord3 = _o._uv;
    gl_Position = cg_Vertex;
    return;
} // main end
