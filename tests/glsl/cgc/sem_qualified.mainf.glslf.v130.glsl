// glslf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslf -po version=130
// source file: tests/glsl/cases/sem_qualified.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslf
//program mainf
//semantic tint : C6
//semantic scale : C9
//var float4 tint : C6 : _tint : -1 : 1
//var float4 scale : C9 : _scale : -1 : 1
//var float4 uv : $vin.TEXCOORD3 : TEXCOORD3 : 0 : 1
//var float4 col : $vin.COLOR0 : COLOR0 : 1 : 1
//var float4 mainf : $vout.COLOR : COLOR : -1 : 1

#version 130

struct Vout {
    vec4 _pos;
    vec4 _uv2;
    vec4 _col2;
};

vec4 _ret_0;
uniform vec4 _tint;
uniform vec4 _scale;
in vec4 cg_FrontColor;
in vec4 cg_TexCoord3;
out vec4 cg_FragColor;

 // main procedure, the original name was mainf
void main()
{


    _ret_0 = cg_TexCoord3*_scale + cg_FrontColor*_tint;
    cg_FragColor = _ret_0;
    return;
} // main end
